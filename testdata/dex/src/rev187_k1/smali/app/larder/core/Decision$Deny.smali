.class public final Lapp/larder/core/Decision$Deny;
.super Lapp/larder/core/Decision;
.source "ToolSpec.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "text"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/core/Decision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/core/Decision$Deny;->code:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/core/Decision$Deny;->text:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/larder/core/Decision$Deny;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/larder/core/Decision$Deny;->text:Ljava/lang/String;

    return-object v0
.end method
