.class public final synthetic Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/molar/appointments/ChartService;

.field public final synthetic f$1:Landroid/content/Context;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/molar/appointments/ChartService;

    iput-object p2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$1:Landroid/content/Context;

    iput-object p3, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$0:Lcom/molar/appointments/ChartService;

    iget-object v1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$1:Landroid/content/Context;

    iget-object v2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lcom/molar/appointments/AppointmentProvider;->lambda$patientLookup$0(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
