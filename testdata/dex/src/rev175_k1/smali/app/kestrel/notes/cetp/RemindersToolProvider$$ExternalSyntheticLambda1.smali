.class public final synthetic Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    invoke-static {v0}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->onCreate$lambda$1(Lapp/kestrel/notes/cetp/RemindersToolProvider;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
