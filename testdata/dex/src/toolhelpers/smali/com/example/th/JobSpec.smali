# Kotlin sketch (JobSpec.kt): the app's own description of a tool.
#   data class JobSpec(val name: String, val effect: ToolEffect)                   // 5
# (equals, hashCode, toString and copy are left out: the rules never read them.)
.class public final Lcom/example/th/JobSpec;
.super Ljava/lang/Object;
.source "JobSpec.kt"

.field private final effect:Lcom/clawseed/cetp/sdk/ToolEffect;

.field private final name:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)V
    .locals 1
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "effect"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/th/JobSpec;->name:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/th/JobSpec;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .locals 1
    .line 5
    iget-object v0, p0, Lcom/example/th/JobSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getEffect()Lcom/clawseed/cetp/sdk/ToolEffect;
    .locals 1
    .line 5
    iget-object v0, p0, Lcom/example/th/JobSpec;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .locals 1
    iget-object v0, p0, Lcom/example/th/JobSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Lcom/clawseed/cetp/sdk/ToolEffect;
    .locals 1
    iget-object v0, p0, Lcom/example/th/JobSpec;->effect:Lcom/clawseed/cetp/sdk/ToolEffect;
    return-object v0
.end method
