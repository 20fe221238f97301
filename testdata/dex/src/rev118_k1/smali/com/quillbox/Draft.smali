.class public final Lcom/quillbox/Draft;
.super Ljava/lang/Object;
.source "NotebookProvider.kt"

# instance fields
.field private final body:Ljava/lang/String;
.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "title"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "body"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Draft;->title:Ljava/lang/String;
    iput-object p2, p0, Lcom/quillbox/Draft;->body:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getBody()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/quillbox/Draft;->body:Ljava/lang/String;
    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/quillbox/Draft;->title:Ljava/lang/String;
    return-object v0
.end method
