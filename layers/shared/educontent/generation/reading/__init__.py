"""Reading generators by CCSS-ELA strand: foundational skills, and comprehension of literature and informational text."""
