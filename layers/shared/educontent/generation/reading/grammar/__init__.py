"""Grammar and usage (CCSS-ELA L.1, K-8): choosing the right form in a sentence, building and fixing
sentences, and naming the job a word, phrase or sentence does."""
