.class public final Lcom/larchwood/library/Command$Unknown;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Command;


# instance fields
.field private final method:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "method"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Command$Unknown;->method:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getMethod()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/larchwood/library/Command$Unknown;->method:Ljava/lang/String;

    return-object v0
.end method
