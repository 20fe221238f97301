.class public final synthetic Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j2/DayPassActivity;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Landroid/widget/Button;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j2/DayPassActivity;Ljava/lang/String;Landroid/widget/Button;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/DayPassActivity;

    iput-object p2, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$2:Landroid/widget/Button;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 2

    iget-object p1, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j2/DayPassActivity;

    iget-object v0, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget-object v1, p0, Lcom/example/r36j2/DayPassActivity$$ExternalSyntheticLambda0;->f$2:Landroid/widget/Button;

    invoke-virtual {p1, v0, v1}, Lcom/example/r36j2/DayPassActivity;->a(Ljava/lang/String;Landroid/widget/Button;)V

    return-void
.end method
