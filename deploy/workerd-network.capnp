# The outbound network of a self-hosted workerd running Mise (ADR 012). Use it as the "internet" service of your
# workerd config (it is every Worker's globalOutbound unless another is named), next to your own "main" service:
#
#   using Network = import "workerd-network.capnp";
#   const config :Workerd.Config = ( services = [ (name = "main", worker = .mise), Network.internet ], ... );
#
# workerd applies these rules to the address it connects to, after its own DNS lookup, so a name that resolves to a
# public address when the importer checks it and to a private one a moment later (DNS rebinding) reaches nothing:
# "If none of the returned addresses turn out to be permitted, then the system will behave as if the DNS entry did
# not exist" (workerd.capnp, struct Network). "public" alone already leaves out what the standards call private and
# local; the deny list names the ranges the importer refuses that are not private by that definition.
using Workerd = import "/workerd/workerd.capnp";

const internet :Workerd.Service = (
  name = "internet",
  network = (
    allow = ["public"],
    deny = [
      "local", "private",
      "0.0.0.0/8",        # this network
      "100.64.0.0/10",    # carrier-grade NAT
      "169.254.0.0/16",   # link-local, where cloud metadata services answer
      "192.0.0.0/24",     # IETF protocol assignments
      "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",  # documentation
      "198.18.0.0/15",    # benchmarking
      "224.0.0.0/4",      # multicast
      "240.0.0.0/4",      # reserved and broadcast
      "::ffff:0:0/96",    # IPv4-mapped
      "64:ff9b::/96",     # NAT64
      "2002::/16",        # 6to4
      "2001::/32",        # Teredo
      "2001:db8::/32",    # documentation
      "fc00::/7",         # unique local
      "fe80::/10",        # link-local
      "ff00::/8"          # multicast
    ],
  ),
);
