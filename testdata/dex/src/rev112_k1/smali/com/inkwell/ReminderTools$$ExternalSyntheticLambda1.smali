.class public final synthetic Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lkotlin/jvm/internal/Ref$IntRef;
.field public final synthetic f$1:Lcom/inkwell/ReminderTools;
.field public final synthetic f$2:Lorg/json/JSONObject;
.field public final synthetic f$3:Lcom/inkwell/Call;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/internal/Ref$IntRef;
    iput-object p2, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$1:Lcom/inkwell/ReminderTools;
    iput-object p3, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$2:Lorg/json/JSONObject;
    iput-object p4, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$3:Lcom/inkwell/Call;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/internal/Ref$IntRef;
    iget-object v1, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$1:Lcom/inkwell/ReminderTools;
    iget-object v2, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$2:Lorg/json/JSONObject;
    iget-object v3, p0, Lcom/inkwell/ReminderTools$$ExternalSyntheticLambda1;->f$3:Lcom/inkwell/Call;
    invoke-static {v0, v1, v2, v3}, Lcom/inkwell/ReminderTools;->importList$lambda$0(Lkotlin/jvm/internal/Ref$IntRef;Lcom/inkwell/ReminderTools;Lorg/json/JSONObject;Lcom/inkwell/Call;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method

