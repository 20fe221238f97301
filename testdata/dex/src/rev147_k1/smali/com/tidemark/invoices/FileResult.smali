.class public final Lcom/tidemark/invoices/FileResult;
.super Ljava/lang/Object;
.source "Gate.kt"


# instance fields
.field private final envelope:Lorg/json/JSONObject;

.field private final fd:Landroid/os/ParcelFileDescriptor;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V
    .registers 4

    const-string v0, "envelope"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "fd"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/FileResult;->envelope:Lorg/json/JSONObject;

    iput-object p2, p0, Lcom/tidemark/invoices/FileResult;->fd:Landroid/os/ParcelFileDescriptor;

    return-void
.end method


# virtual methods
.method public final getEnvelope()Lorg/json/JSONObject;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/tidemark/invoices/FileResult;->envelope:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getFd()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/tidemark/invoices/FileResult;->fd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method
