.class public final synthetic Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthlink/devices/DeviceToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I

.field public final synthetic f$3:Lcom/hearthlink/security/AuditLog;

.field public final synthetic f$4:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlink/devices/DeviceToolProvider;Ljava/lang/String;ILcom/hearthlink/security/AuditLog;Ljava/lang/String;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/devices/DeviceToolProvider;

    iput-object p2, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput p3, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$2:I

    iput-object p4, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$3:Lcom/hearthlink/security/AuditLog;

    iput-object p5, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$4:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 6

    iget-object v0, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hearthlink/devices/DeviceToolProvider;

    iget-object v1, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget v2, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$2:I

    iget-object v3, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$3:Lcom/hearthlink/security/AuditLog;

    iget-object v4, p0, Lcom/hearthlink/devices/DeviceToolProvider$$ExternalSyntheticLambda1;->f$4:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/hearthlink/devices/DeviceToolProvider;->lambda$setLight$0$com-hearthlink-devices-DeviceToolProvider(Ljava/lang/String;ILcom/hearthlink/security/AuditLog;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
