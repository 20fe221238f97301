.class public final Lcom/quillbox/Outcome$Written;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# interfaces
.implements Lcom/quillbox/Outcome;

# instance fields
.field private final bytes:I
.field private final file:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "file"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Outcome$Written;->file:Ljava/lang/String;
    iput p2, p0, Lcom/quillbox/Outcome$Written;->bytes:I
    return-void
.end method


# virtual methods
.method public final getBytes()I
    .registers 2
    .line 16
    iget v0, p0, Lcom/quillbox/Outcome$Written;->bytes:I
    return v0
.end method

.method public final getFile()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/quillbox/Outcome$Written;->file:Ljava/lang/String;
    return-object v0
.end method
