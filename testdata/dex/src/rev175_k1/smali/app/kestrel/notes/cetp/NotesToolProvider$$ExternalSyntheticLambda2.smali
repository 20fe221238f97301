.class public final synthetic Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/Prepared;


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/Prepared;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$0:Lapp/kestrel/notes/cetp/Prepared;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/kestrel/notes/cetp/NotesToolProvider$$ExternalSyntheticLambda2;->f$0:Lapp/kestrel/notes/cetp/Prepared;

    invoke-static {v0}, Lapp/kestrel/notes/cetp/NotesToolProvider;->execute$lambda$1(Lapp/kestrel/notes/cetp/Prepared;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
