.class public final synthetic Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/IntFunction;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/security/CallerPackages;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/security/CallerPackages;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlink/security/CallerPackages;

    return-void
.end method


# virtual methods
.method public final apply(I)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlink/security/CallerPackages;

    invoke-virtual {v0, p1}, Lcom/hearthlink/security/CallerPackages;->primary(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
