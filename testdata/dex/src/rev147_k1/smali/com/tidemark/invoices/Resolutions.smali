.class public final Lcom/tidemark/invoices/Resolutions;
.super Ljava/lang/Object;
.source "Gate.kt"


# static fields
.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.tidemark.invoices.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.tidemark.invoices.extra.RESUME_TOKEN"

.field public static final INSTANCE:Lcom/tidemark/invoices/Resolutions;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/Resolutions;

    invoke-direct {v0}, Lcom/tidemark/invoices/Resolutions;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/Resolutions;->INSTANCE:Lcom/tidemark/invoices/Resolutions;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final open(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tidemark/invoices/ConfirmActivity;

    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 52
    const-string v1, "com.tidemark.invoices.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 53
    const-string v1, "com.tidemark.invoices.extra.SUMMARY"

    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 54
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {p1, v1, v4, p4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
