.class public interface abstract Lcom/tutortime/ProviderEntryPoint;
.super Ljava/lang/Object;
.source "TutorApp.kt"


.method public abstract repo()Lcom/tutortime/SessionRepo;
.end method

.method public abstract tokens()Lcom/tutortime/TokenStore;
.end method

