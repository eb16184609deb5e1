"""Knowledge of language (CCSS-ELA L.3, grades 2-8): word choice and punctuation for effect, formal and
informal English, sentence variety, concise and consistent writing, voice and mood for effect."""
