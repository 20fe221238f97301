.class final synthetic Lcom/inkwell/ReminderProvider$tools$2$1$5;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "ReminderProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    const/4 v1, 0x2
    const-class v3, Lcom/inkwell/ReminderTools;
    const-string v4, "clearDone"
    const-string v5, "clearDone(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;"
    const/4 v6, 0x0
    move-object v0, v7
    move-object v2, v8
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    const-string v1, "p0"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "p1"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, v2, Lcom/inkwell/ReminderProvider$tools$2$1$5;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/inkwell/ReminderTools;
    .line 18
    invoke-virtual {v0, v3, v4}, Lcom/inkwell/ReminderTools;->clearDone(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 18
    move-object v1, v4
    check-cast v1, Lcom/inkwell/Call;
    move-object v2, v5
    check-cast v2, Lorg/json/JSONObject;
    invoke-virtual {v3, v1, v2}, Lcom/inkwell/ReminderProvider$tools$2$1$5;->invoke(Lcom/inkwell/Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

