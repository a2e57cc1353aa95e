-- Demo content for local development. Idempotent: running it again changes nothing.
INSERT INTO users (id, name, email, email_verified)
VALUES ('demo-cook', 'Demo Cook', 'demo@mise.example', 1)
ON CONFLICT (id) DO NOTHING;
