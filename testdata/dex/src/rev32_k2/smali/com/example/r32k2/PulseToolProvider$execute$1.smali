.class public final Lcom/example/r32k2/PulseToolProvider$execute$1;
.super Ljava/lang/Object;
.source "PulseToolProvider.kt"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r32k2/PulseToolProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation


# instance fields
.field final synthetic $tool:Lcom/example/r32k2/FitnessTool;

.field final synthetic $uid:I

.field final synthetic $who:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/example/r32k2/FitnessTool;Ljava/lang/String;I)V
    .registers 4
    iput-object p1, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$tool:Lcom/example/r32k2/FitnessTool;
    iput-object p2, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$who:Ljava/lang/String;
    iput p3, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$uid:I
    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5
    .line 51
    iget-object v0, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$tool:Lcom/example/r32k2/FitnessTool;
    invoke-interface {v0}, Lcom/example/r32k2/FitnessTool;->getName()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$who:Ljava/lang/String;
    iget v2, p0, Lcom/example/r32k2/PulseToolProvider$execute$1;->$uid:I
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v3, " by "
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, " (uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "PulseTools"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 52
    return-void
.end method
