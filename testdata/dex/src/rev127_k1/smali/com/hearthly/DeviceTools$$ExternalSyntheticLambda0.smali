.class public final synthetic Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Lcom/hearthly/DeviceTools;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/hearthly/DeviceTools;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$0:Lcom/hearthly/DeviceTools;
    iput-object p2, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$2:I
    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$0:Lcom/hearthly/DeviceTools;
    iget-object v1, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/hearthly/DeviceTools$$ExternalSyntheticLambda0;->f$2:I
    invoke-static {v0, v1, v2}, Lcom/hearthly/DeviceTools;->scene$lambda$1$0(Lcom/hearthly/DeviceTools;Ljava/lang/String;I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
