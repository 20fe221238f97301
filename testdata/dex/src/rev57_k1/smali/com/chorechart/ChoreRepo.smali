.class public interface abstract Lcom/chorechart/ChoreRepo;
.super Ljava/lang/Object;
.source "Locator.kt"


.method public abstract byRoom(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public abstract search(Ljava/lang/String;)Ljava/lang/String;
.end method

