.class public final synthetic Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lkotlin/jvm/functions/Function1;

.field public final synthetic f$1:Landroid/os/Bundle;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;->f$0:Lkotlin/jvm/functions/Function1;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;->f$1:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;->f$0:Lkotlin/jvm/functions/Function1;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda4;->f$1:Landroid/os/Bundle;

    invoke-static {v0, v1}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->runQuick$lambda$0(Lkotlin/jvm/functions/Function1;Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
