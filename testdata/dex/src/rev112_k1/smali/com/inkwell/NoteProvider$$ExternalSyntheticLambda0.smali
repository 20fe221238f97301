.class public final synthetic Lcom/inkwell/NoteProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/inkwell/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/inkwell/Call;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/inkwell/NoteProvider$$ExternalSyntheticLambda0;->f$0:Lcom/inkwell/Call;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/inkwell/NoteProvider$$ExternalSyntheticLambda0;->f$0:Lcom/inkwell/Call;
    invoke-static {v0}, Lcom/inkwell/NoteProvider;->execute$lambda$0(Lcom/inkwell/Call;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

