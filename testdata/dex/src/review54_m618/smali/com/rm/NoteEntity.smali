.class public final Lcom/rm/NoteEntity;
.super Ljava/lang/Object;
.source "NoteEntity.java"

# instance fields
.field public id:J
.field public ownerUid:I
.field public requestId:Ljava/lang/String;
.field public body:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

