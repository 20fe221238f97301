.class public interface abstract Lcom/example/r35k2/Failure;
.super Ljava/lang/Object;
.source "Replies.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k2/Failure$Crashed;,
        Lcom/example/r35k2/Failure$Refused;
    }
.end annotation
