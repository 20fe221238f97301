.class public final synthetic Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/quillmark/notes/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lapp/quillmark/notes/cetp/Call;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda1;->f$0:Lapp/quillmark/notes/cetp/Call;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda1;->f$0:Lapp/quillmark/notes/cetp/Call;

    invoke-static {v0}, Lapp/quillmark/notes/cetp/Call;->argsDigest_delegate$lambda$0(Lapp/quillmark/notes/cetp/Call;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
