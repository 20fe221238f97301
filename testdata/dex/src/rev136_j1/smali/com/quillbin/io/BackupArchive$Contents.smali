.class public final Lcom/quillbin/io/BackupArchive$Contents;
.super Ljava/lang/Object;
.source "BackupArchive.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/io/BackupArchive;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Contents"
.end annotation


# instance fields
.field public attachments:Lorg/json/JSONArray;

.field public files:I

.field public notebooks:Lorg/json/JSONArray;

.field public notes:Lorg/json/JSONArray;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
