.class public final synthetic Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/example/r35j3/AppointmentToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r35j3/AppointmentToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j3/AppointmentToolProvider;

    iput-object p2, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .locals 4

    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j3/AppointmentToolProvider;

    iget-object v1, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/example/r35j3/AppointmentToolProvider;->lambda$execute$0$com-example-r35j3-AppointmentToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method
