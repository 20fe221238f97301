.class public final synthetic Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lorg/json/JSONObject;

.field public final synthetic f$1:Landroid/os/ParcelFileDescriptor;


# direct methods
.method public synthetic constructor <init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;->f$0:Lorg/json/JSONObject;

    iput-object p2, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;->f$1:Landroid/os/ParcelFileDescriptor;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;->f$0:Lorg/json/JSONObject;

    iget-object v1, p0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;->f$1:Landroid/os/ParcelFileDescriptor;

    check-cast p1, Landroid/os/Bundle;

    invoke-static {v0, v1, p1}, Lcom/parcelnest/app/RepliesKt;->fileResult$lambda$0(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Landroid/os/Bundle;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
