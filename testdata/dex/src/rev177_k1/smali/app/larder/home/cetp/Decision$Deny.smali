.class public final Lapp/larder/home/cetp/Decision$Deny;
.super Lapp/larder/home/cetp/Decision;
.source "ToolProviderBase.kt"


# instance fields
.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "message"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/Decision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/home/cetp/Decision$Deny;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/home/cetp/Decision$Deny;->message:Ljava/lang/String;

    return-object v0
.end method
