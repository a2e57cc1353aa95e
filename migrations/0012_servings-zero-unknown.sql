-- Recipes saved with 0 servings before the editor refused them: 0 is no count to scale by, so such a recipe's
-- servings are unknown, as for a recipe that never had any (the recipe page then scales from 1).
UPDATE `recipes` SET `servings` = NULL WHERE `servings` < 1;
