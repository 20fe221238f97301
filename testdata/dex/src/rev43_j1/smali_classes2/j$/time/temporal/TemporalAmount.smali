.class public interface abstract Lj$/time/temporal/TemporalAmount;
.super Ljava/lang/Object;

