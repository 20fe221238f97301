.class public interface abstract Lcom/pawsbook/clinic/VisitOutcome;
.super Ljava/lang/Object;
.source "Clinic.kt"


