.class public final Lcom/harborfiles/ResolutionSpec;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/ResolutionSpec$Companion;

.field public static final ACTION_CONFIRM:Ljava/lang/String; = "com.harborfiles.action.CONFIRM"

.field private static final BASE:Lcom/harborfiles/ResolutionSpec;


# instance fields
.field private final requestCode:I

.field private final flags:I

.field private final action:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/harborfiles/ResolutionSpec$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/harborfiles/ResolutionSpec$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/ResolutionSpec;->Companion:Lcom/harborfiles/ResolutionSpec$Companion;
    .line 12
    new-instance v0, Lcom/harborfiles/ResolutionSpec;
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    const-string v3, "com.harborfiles.action.CONFIRM"
    invoke-direct {v0, v1, v2, v3}, Lcom/harborfiles/ResolutionSpec;-><init>(IILjava/lang/String;)V
    sput-object v0, Lcom/harborfiles/ResolutionSpec;->BASE:Lcom/harborfiles/ResolutionSpec;
    return-void
.end method

.method public constructor <init>(IILjava/lang/String;)V
    .registers 5

    const-string v0, "action"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    iput p2, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    iput-object p3, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic access$getBASE$cp()Lcom/harborfiles/ResolutionSpec;
    .registers 1

    .line 9
    sget-object v0, Lcom/harborfiles/ResolutionSpec;->BASE:Lcom/harborfiles/ResolutionSpec;
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/harborfiles/ResolutionSpec;IILjava/lang/String;ILjava/lang/Object;)Lcom/harborfiles/ResolutionSpec;
    .registers 7

    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget p1, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    :L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget p2, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    :L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    :L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/harborfiles/ResolutionSpec;->copy(IILjava/lang/String;)Lcom/harborfiles/ResolutionSpec;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    return v0
.end method

.method public final component2()I
    .registers 2

    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(IILjava/lang/String;)Lcom/harborfiles/ResolutionSpec;
    .registers 6

    const-string v1, "action"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/harborfiles/ResolutionSpec;
    invoke-direct {v0, p1, p2, p3}, Lcom/harborfiles/ResolutionSpec;-><init>(IILjava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, p1, Lcom/harborfiles/ResolutionSpec;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    move-object v0, p1
    check-cast v0, Lcom/harborfiles/ResolutionSpec;
    move-object v2, v0
    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    iget v1, v2, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
    :L34
    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    iget v1, v2, Lcom/harborfiles/ResolutionSpec;->flags:I
    if-eq v0, v1, :L47
    const/4 v0, 0x0
    return v0
    :L47
    iget-object v0, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    iget-object v1, v2, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L63
    const/4 v0, 0x0
    return v0
    :L63
    const/4 v0, 0x1
    return v0
.end method

.method public final getAction()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    return-object v0
.end method

.method public final getFlags()I
    .registers 2

    .line 9
    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    return v0
.end method

.method public final getRequestCode()I
    .registers 2

    .line 9
    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    return v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget v1, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget v0, p0, Lcom/harborfiles/ResolutionSpec;->requestCode:I
    iget v1, p0, Lcom/harborfiles/ResolutionSpec;->flags:I
    iget-object v2, p0, Lcom/harborfiles/ResolutionSpec;->action:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "ResolutionSpec(requestCode="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", flags="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", action="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
