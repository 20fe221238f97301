.class public final synthetic Lnet/switchyard/hub/ToolHost$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lnet/switchyard/hub/ToolHost;


# direct methods
.method public synthetic constructor <init>(Lnet/switchyard/hub/ToolHost;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/switchyard/hub/ToolHost$$ExternalSyntheticLambda0;->f$0:Lnet/switchyard/hub/ToolHost;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lnet/switchyard/hub/ToolHost$$ExternalSyntheticLambda0;->f$0:Lnet/switchyard/hub/ToolHost;

    invoke-static {v0}, Lnet/switchyard/hub/ToolHost;->env_delegate$lambda$0(Lnet/switchyard/hub/ToolHost;)Lnet/switchyard/hub/HostEnv;

    move-result-object v0

    return-object v0
.end method
