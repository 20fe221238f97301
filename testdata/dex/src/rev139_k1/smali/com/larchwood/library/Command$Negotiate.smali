.class public final Lcom/larchwood/library/Command$Negotiate;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/larchwood/library/Command;


# instance fields
.field private final versions:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/util/List;)V
    .registers 3

    const-string v0, "versions"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Command$Negotiate;->versions:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public final getVersions()Ljava/util/List;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/larchwood/library/Command$Negotiate;->versions:Ljava/util/List;

    return-object v0
.end method
