.class public final Lcom/quiltroom/Pattern;
.super Ljava/lang/Object;
.source "Model.kt"

.field private final id:Ljava/lang/String;
.field private final name:Ljava/lang/String;
.field private final blocks:I
.field private final ownerUid:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;II)V
    .registers 6
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 17
    iput-object v2, v1, Lcom/quiltroom/Pattern;->id:Ljava/lang/String;
    iput-object v3, v1, Lcom/quiltroom/Pattern;->name:Ljava/lang/String;
    iput v4, v1, Lcom/quiltroom/Pattern;->blocks:I
    iput v5, v1, Lcom/quiltroom/Pattern;->ownerUid:I
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/quiltroom/Pattern;->id:Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic getId$annotations()V
    .registers 0
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/quiltroom/Pattern;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getBlocks()I
    .registers 2
    .line 17
    iget v0, v1, Lcom/quiltroom/Pattern;->blocks:I
    return v0
.end method

.method public final getOwnerUid()I
    .registers 2
    .line 17
    iget v0, v1, Lcom/quiltroom/Pattern;->ownerUid:I
    return v0
.end method

