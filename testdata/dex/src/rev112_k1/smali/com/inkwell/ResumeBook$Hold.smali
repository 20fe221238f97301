.class final Lcom/inkwell/ResumeBook$Hold;
.super Ljava/lang/Object;
.source "Security.kt"

# instance fields
.field private final uid:I
.field private final tool:Ljava/lang/String;
.field private final args:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v1, "args"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/inkwell/ResumeBook$Hold;->uid:I
    iput-object v4, v2, Lcom/inkwell/ResumeBook$Hold;->tool:Ljava/lang/String;
    iput-object v5, v2, Lcom/inkwell/ResumeBook$Hold;->args:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getUid()I
    .registers 2
    .line 29
    iget v0, v1, Lcom/inkwell/ResumeBook$Hold;->uid:I
    return v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 29
    iget-object v0, v1, Lcom/inkwell/ResumeBook$Hold;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 29
    iget-object v0, v1, Lcom/inkwell/ResumeBook$Hold;->args:Ljava/lang/String;
    return-object v0
.end method

