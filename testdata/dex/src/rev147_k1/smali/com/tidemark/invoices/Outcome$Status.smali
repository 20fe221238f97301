.class public final Lcom/tidemark/invoices/Outcome$Status;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/tidemark/invoices/Outcome;


# instance fields
.field private final data:Lorg/json/JSONObject;

.field private final resultFd:Landroid/os/ParcelFileDescriptor;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V
    .registers 4

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Outcome$Status;->data:Lorg/json/JSONObject;

    iput-object p2, p0, Lcom/tidemark/invoices/Outcome$Status;->resultFd:Landroid/os/ParcelFileDescriptor;

    return-void
.end method


# virtual methods
.method public final getData()Lorg/json/JSONObject;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidemark/invoices/Outcome$Status;->data:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getResultFd()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidemark/invoices/Outcome$Status;->resultFd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method
