.class public final synthetic Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/keydrop/DamageReportActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/keydrop/DamageReportActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda0;->f$0:Lcom/keydrop/DamageReportActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 2

    iget-object p1, p0, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda0;->f$0:Lcom/keydrop/DamageReportActivity;

    invoke-static {p1}, Lcom/keydrop/DamageReportActivity;->a(Lcom/keydrop/DamageReportActivity;)V

    return-void
.end method
