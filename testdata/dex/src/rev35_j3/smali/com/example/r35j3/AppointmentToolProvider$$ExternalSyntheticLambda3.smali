.class public final synthetic Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/example/r35j3/AppointmentToolProvider;

.field public final synthetic f$1:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r35j3/AppointmentToolProvider;Lorg/json/JSONObject;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/example/r35j3/AppointmentToolProvider;

    iput-object p2, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;->f$1:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 2

    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/example/r35j3/AppointmentToolProvider;

    iget-object v1, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;->f$1:Lorg/json/JSONObject;

    invoke-virtual {v0, v1}, Lcom/example/r35j3/AppointmentToolProvider;->lambda$execute$3$com-example-r35j3-AppointmentToolProvider(Lorg/json/JSONObject;)V

    return-void
.end method
