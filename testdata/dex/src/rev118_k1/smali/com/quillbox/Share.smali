.class public final Lcom/quillbox/Share;
.super Ljava/lang/Object;
.source "NoteStore.kt"

# instance fields
.field private final id:J
.field private final noteId:J
.field private final published:Z
.field private final recipient:Ljava/lang/String;


# direct methods
.method public constructor <init>(JJLjava/lang/String;Z)V
    .registers 8
    const-string v0, "recipient"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/quillbox/Share;->id:J
    iput-wide p3, p0, Lcom/quillbox/Share;->noteId:J
    iput-object p5, p0, Lcom/quillbox/Share;->recipient:Ljava/lang/String;
    iput-boolean p6, p0, Lcom/quillbox/Share;->published:Z
    return-void
.end method


# virtual methods
.method public final getId()J
    .registers 3
    .line 17
    iget-wide v0, p0, Lcom/quillbox/Share;->id:J
    return-wide v0
.end method

.method public final getNoteId()J
    .registers 3
    .line 17
    iget-wide v0, p0, Lcom/quillbox/Share;->noteId:J
    return-wide v0
.end method

.method public final getPublished()Z
    .registers 2
    .line 17
    iget-boolean v0, p0, Lcom/quillbox/Share;->published:Z
    return v0
.end method

.method public final getRecipient()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/quillbox/Share;->recipient:Ljava/lang/String;
    return-object v0
.end method
