.class public final synthetic Lcom/tp/AttachProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Lcom/tp/AttachProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tp/AttachProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tp/AttachProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tp/AttachProvider;
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/tp/AttachProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tp/AttachProvider;
    invoke-static {v0}, Lcom/tp/AttachProvider;->root_delegate$lambda$0(Lcom/tp/AttachProvider;)Ljava/io/File;
    move-result-object v0
    return-object v0
.end method

