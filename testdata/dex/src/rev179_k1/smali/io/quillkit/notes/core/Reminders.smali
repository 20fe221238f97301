.class public interface abstract Lio/quillkit/notes/core/Reminders;
.super Ljava/lang/Object;
.source "Platform.kt"


# virtual methods
.method public abstract quickReply(Ljava/lang/String;)V
.end method

.method public abstract schedule(Ljava/lang/String;J)V
.end method
