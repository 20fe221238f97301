.class public interface abstract Lcom/fieldkit/SampleRepo;
.super Ljava/lang/Object;
.source "Repo.kt"


.method public abstract insert(Lcom/fieldkit/Sample;)J
.end method

.method public abstract discard(Ljava/lang/String;Z)I
.end method

.method public abstract countBySpecies(Lcom/fieldkit/SpeciesFilter;)I
.end method

.method public abstract countAtSite(Ljava/lang/String;)I
.end method

.method public abstract logVisit(Ljava/lang/String;I)J
.end method

