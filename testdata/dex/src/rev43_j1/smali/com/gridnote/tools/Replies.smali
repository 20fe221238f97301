.class public interface abstract Lcom/gridnote/tools/Replies;
.super Ljava/lang/Object;
.source "Replies.java"


# virtual methods
.method public abstract file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;
.end method

.method public abstract needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
.end method

.method public abstract ok(Ljava/lang/String;)Landroid/os/Bundle;
.end method
