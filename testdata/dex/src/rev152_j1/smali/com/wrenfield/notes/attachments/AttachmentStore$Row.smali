.class final Lcom/wrenfield/notes/attachments/AttachmentStore$Row;
.super Ljava/lang/Object;
.source "AttachmentStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/attachments/AttachmentStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Row"
.end annotation


# instance fields
.field final fileName:Ljava/lang/String;

.field final id:Ljava/lang/String;

.field final mediaType:Ljava/lang/String;

.field final noteId:J

.field final sha256:Ljava/lang/String;

.field final sizeBytes:J

.field final thumbName:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 4

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 45
    const/4 v1, 0x0

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->id:Ljava/lang/String;

    .line 46
    const/4 v1, 0x1

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->noteId:J

    .line 47
    const/4 v1, 0x2

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->fileName:Ljava/lang/String;

    .line 48
    const/4 v1, 0x3

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->thumbName:Ljava/lang/String;

    .line 49
    const/4 v1, 0x4

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->mediaType:Ljava/lang/String;

    .line 50
    const/4 v1, 0x5

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->sizeBytes:J

    .line 51
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->sha256:Ljava/lang/String;

    .line 52
    return-void
.end method
