.class public final synthetic Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tb/EventBus$Listener;

# static fields
.field public static final synthetic INSTANCE:Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final onEvent(Ljava/lang/Object;)V
    .registers 2
    check-cast p1, Lcom/tb/Events$DeviceShown;
    invoke-static {p1}, Lcom/tb/DeskProvider;->lambda$onCreate$0(Lcom/tb/Events$DeviceShown;)V
    return-void
.end method

