.class public final Lcom/brambleway/Screen$Confirm;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/brambleway/Screen;

# instance fields
.field private final activity:Ljava/lang/Class;


# direct methods
.method public constructor <init>(Ljava/lang/Class;)V
    .registers 3
    const-string v0, "activity"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    return-void
.end method

.method public static synthetic copy$default(Lcom/brambleway/Screen$Confirm;Ljava/lang/Class;ILjava/lang/Object;)Lcom/brambleway/Screen$Confirm;
    .registers 5
    and-int/lit8 v0, p2, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
:L11
    invoke-virtual {p0, p1}, Lcom/brambleway/Screen$Confirm;->copy(Ljava/lang/Class;)Lcom/brambleway/Screen$Confirm;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/Class;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    return-object v0
.end method

.method public final copy(Ljava/lang/Class;)Lcom/brambleway/Screen$Confirm;
    .registers 4
    const-string v1, "activity"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/brambleway/Screen$Confirm;
    invoke-direct {v0, p1}, Lcom/brambleway/Screen$Confirm;-><init>(Ljava/lang/Class;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Screen$Confirm;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Screen$Confirm;
    move-object v2, v0
    iget-object v0, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    iget-object v1, v2, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    const/4 v0, 0x1
    return v0
.end method

.method public final getActivity()Ljava/lang/Class;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    invoke-virtual {v0}, Ljava/lang/Class;->hashCode()I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    iget-object v0, p0, Lcom/brambleway/Screen$Confirm;->activity:Ljava/lang/Class;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Confirm(activity="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
