.class public interface abstract Lcom/visitloop/care/NurseDirectory;
.super Ljava/lang/Object;
.source "Care.kt"


.method public abstract lookup(Ljava/lang/String;)I
.end method

.method public abstract shifts(Ljava/lang/String;)I
.end method

