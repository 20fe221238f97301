.class final Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;
.super Ljava/lang/Object;
.source "PurgeAttachmentsTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Purge"
.end annotation


# instance fields
.field final noteId:J

.field final rows:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(JLjava/util/List;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/util/List<",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ">;)V"
        }
    .end annotation

    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 41
    iput-wide p1, p0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->noteId:J

    .line 42
    iput-object p3, p0, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool$Purge;->rows:Ljava/util/List;

    .line 43
    return-void
.end method
