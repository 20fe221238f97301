.class final Lcom/berthbook/ResumeBook$Pending;
.super Ljava/lang/Object;
.source "ResumeBook.kt"

# instance fields
.field private final uid:I
.field private final tool:Ljava/lang/String;
.field private final argsHash:I
.field private volatile approved:Z


# direct methods
.method private constructor <init>(ILjava/lang/String;I)V
    .registers 6
    const-string v1, "tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/berthbook/ResumeBook$Pending;->uid:I
    iput-object v4, v2, Lcom/berthbook/ResumeBook$Pending;->tool:Ljava/lang/String;
    iput v5, v2, Lcom/berthbook/ResumeBook$Pending;->argsHash:I
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    invoke-direct {v1, v2, v3, v4}, Lcom/berthbook/ResumeBook$Pending;-><init>(ILjava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final getUid-2VdCGpM()I
    .registers 2
    .line 6
    iget v0, v1, Lcom/berthbook/ResumeBook$Pending;->uid:I
    return v0
.end method

.method public final getTool-Dcn3WMU()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/berthbook/ResumeBook$Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgsHash()I
    .registers 2
    .line 6
    iget v0, v1, Lcom/berthbook/ResumeBook$Pending;->argsHash:I
    return v0
.end method

.method public final getApproved()Z
    .registers 2
    .line 8
    iget-boolean v0, v1, Lcom/berthbook/ResumeBook$Pending;->approved:Z
    return v0
.end method

.method public final setApproved(Z)V
    .registers 3
    .line 8
    iput-boolean v2, v1, Lcom/berthbook/ResumeBook$Pending;->approved:Z
    return-void
.end method

